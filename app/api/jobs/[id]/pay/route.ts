import { paymentRoutes } from "@/lib/payments/payment-route";

export const POST = paymentRoutes.pay("job");
