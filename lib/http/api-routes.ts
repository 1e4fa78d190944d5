import "server-only";
import { okAnswerSchema } from "@/lib/validations/common";
import * as adminAuditRoute from "@/app/api/admin/audit/route";
import * as adminDisputesIdResolveRoute from "@/app/api/admin/disputes/[id]/resolve/route";
import * as adminJobsIdHideRoute from "@/app/api/admin/jobs/[id]/hide/route";
import * as adminReportsIdResolveRoute from "@/app/api/admin/reports/[id]/resolve/route";
import * as adminReportsRoute from "@/app/api/admin/reports/route";
import * as adminReviewsIdRoute from "@/app/api/admin/reviews/[id]/route";
import * as adminUsersIdReinstateRoute from "@/app/api/admin/users/[id]/reinstate/route";
import * as adminUsersIdSuspendRoute from "@/app/api/admin/users/[id]/suspend/route";
import * as authLoginRoute from "@/app/api/auth/login/route";
import * as authPasswordResetConfirmRoute from "@/app/api/auth/password-reset/confirm/route";
import * as authPasswordResetRoute from "@/app/api/auth/password-reset/route";
import * as authRegisterRoute from "@/app/api/auth/register/route";
import * as bidsIdAcceptRoute from "@/app/api/bids/[id]/accept/route";
import * as bidsIdRetractRoute from "@/app/api/bids/[id]/retract/route";
import * as healthLiveRoute from "@/app/api/health/live/route";
import * as healthRoute from "@/app/api/health/route";
import * as jobsIdBidsRoute from "@/app/api/jobs/[id]/bids/route";
import * as jobsIdBookAgainRoute from "@/app/api/jobs/[id]/book-again/route";
import * as jobsIdReceiptPdfRoute from "@/app/api/jobs/[id]/receipt.pdf/route";
import * as jobsIdDeclineRoute from "@/app/api/jobs/[id]/decline/route";
import * as jobsIdConfirmRoute from "@/app/api/jobs/[id]/confirm/route";
import * as jobsIdDisputeRoute from "@/app/api/jobs/[id]/dispute/route";
import * as jobsIdMarkPaidRoute from "@/app/api/jobs/[id]/mark-paid/route";
import * as jobsIdPaymentReceivedRoute from "@/app/api/jobs/[id]/payment-received/route";
import * as jobsIdPayRoute from "@/app/api/jobs/[id]/pay/route";
import * as visitsIdConfirmRoute from "@/app/api/visits/[id]/confirm/route";
import * as visitsIdDisputeRoute from "@/app/api/visits/[id]/dispute/route";
import * as visitsIdMarkPaidRoute from "@/app/api/visits/[id]/mark-paid/route";
import * as visitsIdPaymentReceivedRoute from "@/app/api/visits/[id]/payment-received/route";
import * as visitsIdPayRoute from "@/app/api/visits/[id]/pay/route";
import * as webhooksStripeRoute from "@/app/api/webhooks/stripe/route";
import * as usersCardRoute from "@/app/api/users/card/route";
import * as usersCardSetupRoute from "@/app/api/users/card/setup/route";
import * as usersPayoutsRoute from "@/app/api/users/payouts/route";
import * as jobsIdClaimRoute from "@/app/api/jobs/[id]/claim/route";
import * as jobsIdCompleteRoute from "@/app/api/jobs/[id]/complete/route";
import * as jobsIdMessagesRoute from "@/app/api/jobs/[id]/messages/route";
import * as jobsIdReleaseRoute from "@/app/api/jobs/[id]/release/route";
import * as jobsIdReviewsRoute from "@/app/api/jobs/[id]/reviews/route";
import * as jobsIdRoute from "@/app/api/jobs/[id]/route";
import * as jobsIdStartRoute from "@/app/api/jobs/[id]/start/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as lawnsIdCancelRoute from "@/app/api/lawns/[id]/cancel/route";
import * as lawnsIdOpenRoute from "@/app/api/lawns/[id]/open/route";
import * as lawnsIdRoute from "@/app/api/lawns/[id]/route";
import * as lawnsRoute from "@/app/api/lawns/route";
import * as messagesUnreadRoute from "@/app/api/messages/unread/route";
import * as notificationsReadRoute from "@/app/api/notifications/read/route";
import * as notificationsRoute from "@/app/api/notifications/route";
import * as openapiJsonRoute from "@/app/api/openapi.json/route";
import * as placesRoute from "@/app/api/places/route";
import * as plansRoute from "@/app/api/plans/route";
import * as plansIdVisitsRoute from "@/app/api/plans/[id]/visits/route";
import * as plansIdPauseRoute from "@/app/api/plans/[id]/pause/route";
import * as plansIdResumeRoute from "@/app/api/plans/[id]/resume/route";
import * as plansIdCancelRoute from "@/app/api/plans/[id]/cancel/route";
import * as plansIdEndRoute from "@/app/api/plans/[id]/end/route";
import * as visitsIdSkipRoute from "@/app/api/visits/[id]/skip/route";
import * as visitsIdStartRoute from "@/app/api/visits/[id]/start/route";
import * as visitsIdCompleteRoute from "@/app/api/visits/[id]/complete/route";
import * as visitsIdRescheduleRoute from "@/app/api/visits/[id]/reschedule/route";
import * as visitsIdReceiptPdfRoute from "@/app/api/visits/[id]/receipt.pdf/route";
import * as visitsIdDeclineRescheduleRoute from "@/app/api/visits/[id]/decline-reschedule/route";
import * as providersIdRoute from "@/app/api/providers/[id]/route";
import * as reportsRoute from "@/app/api/reports/route";
import * as scheduleRoute from "@/app/api/schedule/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/route";
import * as usersIdReviewsRoute from "@/app/api/users/[id]/reviews/route";
import * as usersAddressesRoute from "@/app/api/users/addresses/route";
import * as usersBlocksRoute from "@/app/api/users/blocks/route";
import * as usersBlocksIdRoute from "@/app/api/users/blocks/[id]/route";
import * as usersCalendarRoute from "@/app/api/users/calendar/route";
import * as usersFavouritesRoute from "@/app/api/users/favourites/route";
import * as usersFavouritesIdRoute from "@/app/api/users/favourites/[id]/route";
import * as usersStatementsMonthRoute from "@/app/api/users/statements/[month]/route";
import * as usersClaimHistoryRoute from "@/app/api/users/claim-history/route";
import * as usersEarningsRoute from "@/app/api/users/earnings/route";
import * as usersPasswordRoute from "@/app/api/users/password/route";
import * as usersPhotosRoute from "@/app/api/users/photos/route";
import * as usersPhotosUploadRoute from "@/app/api/users/photos/upload/route";
import * as usersProfileRoute from "@/app/api/users/profile/route";

/**
 * Every API route that goes through route(), by its OpenAPI path: the OpenAPI document (lib/http/openapi.ts) and
 * apiFetch's types (lib/client/api.ts) read their definitions from here. tests/api/openapi.test.ts holds this list
 * to the route files under app/api, so a new route file cannot be left out.
 */
export const apiRoutes = {
  ...routesOutsideRoute(),
  "/api/admin/audit": adminAuditRoute,
  "/api/admin/disputes/{id}/resolve": adminDisputesIdResolveRoute,
  "/api/admin/jobs/{id}/hide": adminJobsIdHideRoute,
  "/api/admin/reports/{id}/resolve": adminReportsIdResolveRoute,
  "/api/admin/reports": adminReportsRoute,
  "/api/admin/reviews/{id}": adminReviewsIdRoute,
  "/api/admin/users/{id}/reinstate": adminUsersIdReinstateRoute,
  "/api/admin/users/{id}/suspend": adminUsersIdSuspendRoute,
  "/api/auth/login": authLoginRoute,
  "/api/auth/password-reset/confirm": authPasswordResetConfirmRoute,
  "/api/auth/password-reset": authPasswordResetRoute,
  "/api/auth/register": authRegisterRoute,
  "/api/bids/{id}/accept": bidsIdAcceptRoute,
  "/api/bids/{id}/retract": bidsIdRetractRoute,
  "/api/health/live": healthLiveRoute,
  "/api/health": healthRoute,
  "/api/jobs/{id}/bids": jobsIdBidsRoute,
  "/api/jobs/{id}/claim": jobsIdClaimRoute,
  "/api/jobs/{id}/book-again": jobsIdBookAgainRoute,
  "/api/jobs/{id}/decline": jobsIdDeclineRoute,
  "/api/jobs/{id}/complete": jobsIdCompleteRoute,
  "/api/jobs/{id}/receipt.pdf": jobsIdReceiptPdfRoute,
  "/api/jobs/{id}/confirm": jobsIdConfirmRoute,
  "/api/jobs/{id}/dispute": jobsIdDisputeRoute,
  "/api/jobs/{id}/mark-paid": jobsIdMarkPaidRoute,
  "/api/jobs/{id}/payment-received": jobsIdPaymentReceivedRoute,
  "/api/jobs/{id}/pay": jobsIdPayRoute,
  "/api/jobs/{id}/messages": jobsIdMessagesRoute,
  "/api/jobs/{id}/release": jobsIdReleaseRoute,
  "/api/jobs/{id}/reviews": jobsIdReviewsRoute,
  "/api/jobs/{id}": jobsIdRoute,
  "/api/jobs/{id}/start": jobsIdStartRoute,
  "/api/jobs": jobsRoute,
  "/api/lawns/{id}/cancel": lawnsIdCancelRoute,
  "/api/lawns/{id}/open": lawnsIdOpenRoute,
  "/api/lawns/{id}": lawnsIdRoute,
  "/api/lawns": lawnsRoute,
  "/api/messages/unread": messagesUnreadRoute,
  "/api/notifications/read": notificationsReadRoute,
  "/api/notifications": notificationsRoute,
  "/api/openapi.json": openapiJsonRoute,
  "/api/places": placesRoute,
  "/api/plans": plansRoute,
  "/api/plans/{id}/visits": plansIdVisitsRoute,
  "/api/plans/{id}/pause": plansIdPauseRoute,
  "/api/plans/{id}/resume": plansIdResumeRoute,
  "/api/plans/{id}/cancel": plansIdCancelRoute,
  "/api/plans/{id}/end": plansIdEndRoute,
  "/api/visits/{id}/skip": visitsIdSkipRoute,
  "/api/visits/{id}/start": visitsIdStartRoute,
  "/api/visits/{id}/complete": visitsIdCompleteRoute,
  "/api/visits/{id}/receipt.pdf": visitsIdReceiptPdfRoute,
  "/api/visits/{id}/confirm": visitsIdConfirmRoute,
  "/api/visits/{id}/dispute": visitsIdDisputeRoute,
  "/api/visits/{id}/mark-paid": visitsIdMarkPaidRoute,
  "/api/visits/{id}/payment-received": visitsIdPaymentReceivedRoute,
  "/api/visits/{id}/pay": visitsIdPayRoute,
  "/api/webhooks/stripe": webhooksStripeRoute,
  "/api/visits/{id}/reschedule": visitsIdRescheduleRoute,
  "/api/visits/{id}/decline-reschedule": visitsIdDeclineRescheduleRoute,
  "/api/providers/{id}": providersIdRoute,
  "/api/reports": reportsRoute,
  "/api/schedule": scheduleRoute,
  "/api/unsubscribe": unsubscribeRoute,
  "/api/users/{id}/reviews": usersIdReviewsRoute,
  "/api/users/addresses": usersAddressesRoute,
  "/api/users/blocks": usersBlocksRoute,
  "/api/users/blocks/{id}": usersBlocksIdRoute,
  "/api/users/calendar": usersCalendarRoute,
  "/api/users/favourites": usersFavouritesRoute,
  "/api/users/favourites/{id}": usersFavouritesIdRoute,
  "/api/users/statements/{month}": usersStatementsMonthRoute,
  "/api/users/claim-history": usersClaimHistoryRoute,
  "/api/users/earnings": usersEarningsRoute,
  "/api/users/password": usersPasswordRoute,
  "/api/users/photos": usersPhotosRoute,
  "/api/users/photos/upload": usersPhotosUploadRoute,
  "/api/users/profile": usersProfileRoute,
  "/api/users/card": usersCardRoute,
  "/api/users/card/setup": usersCardSetupRoute,
  "/api/users/payouts": usersPayoutsRoute,
};

export type ApiRoutes = typeof apiRoutes;

/** Routes whose handlers do not go through route() but whose answers are part of the API, declared here. */
function routesOutsideRoute() {
  return {
    "/api/auth/logout": {
      POST: {
        definition: {
          access: "public",
          response: okAnswerSchema,
          summary: "Sign out: ends the session (Bearer token or cookie) and drops the cookie",
        },
      },
    },
  } as const;
}

/**
 * The route files that do not go through route() and so declare no schemas: next-auth's own endpoints, logout
 * (an ended token must still log out), stored photos (bytes, not JSON), calendar feeds (iCalendar, not JSON) and the
 * JSON 404 for unknown API paths.
 */
export const routeFilesOutsideTheRegistry = [
  "app/api/[[...path]]/route.ts",
  "app/api/auth/[...nextauth]/route.ts",
  "app/api/auth/logout/route.ts",
  "app/api/calendar/[token]/route.ts",
  "app/api/uploads/[...key]/route.ts",
];
