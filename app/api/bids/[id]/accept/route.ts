import { acceptBid } from "@/lib/bids/accept-bid";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const POST = route({ access: "user", params: idParams }, ({ params, user }) => acceptBid({ bidId: params.id, owner: user }));
