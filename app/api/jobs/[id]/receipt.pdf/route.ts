import { paymentRoutes } from "@/lib/payments/payment-route";

export const GET = paymentRoutes.receipt("job");
