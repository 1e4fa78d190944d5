/**
 * Every refusal the API answers, by its stable machine-readable code: clients and tests match on the code, people
 * read the message (SPEC §8's strings stay the messages). lib/http/route.ts answers an AppError as
 * `{ "error": message, "code": code }` with the code's status.
 */
export const errorCatalogue = {
  // The request itself
  invalid_input: { status: 400, means: "A parameter, query field or body field is missing or malformed" },
  invalid_json: { status: 400, means: "The body is not valid JSON" },
  unsupported_media_type: { status: 415, means: "A sign-in, sign-up or sign-out sent as something other than JSON" },
  body_too_large: { status: 400, means: "The JSON body is larger than the API accepts" },
  upload_invalid: { status: 400, means: "The upload is not one photo sent as multipart/form-data" },
  not_found: { status: 404, means: "No such API route or record" },
  method_not_allowed: { status: 405, means: "The path does not take this HTTP method" },
  already_exists: { status: 409, means: "A record with the same unique key exists" },
  rate_limited: { status: 429, means: "Too many requests of this kind; Retry-After says when to try again" },
  internal_error: { status: 500, means: "A fault on the server's side" },
  service_unavailable: {
    status: 503,
    means: "The database is briefly unreachable; Retry-After says when to try again",
  },

  // Who is asking
  unauthenticated: { status: 401, means: "The call needs a signed-in user" },
  session_expired: { status: 401, means: "The session token is no longer valid" },
  invalid_credentials: { status: 401, means: "Wrong email or password" },
  wrong_role: { status: 403, means: "The call is for the other role (homeowner or provider)" },
  cross_site_request: {
    status: 403,
    means: "A cookie-authenticated write, or any sign-in, sign-up or sign-out, from another site",
  },
  user_id_mismatch: { status: 403, means: "The x-user-id header names someone other than the signed-in user" },
  account_suspended: { status: 403, means: "An operator suspended the account: it cannot sign in" },

  // Accounts and profiles
  account_not_found: { status: 404, means: "The account does not exist (any more)" },
  calendar_not_found: { status: 404, means: "No calendar feed has this address (never made, renewed or turned off)" },
  provider_not_found: { status: 404, means: "No provider with this id" },
  favourite_not_found: { status: 404, means: "The provider is not one of the caller's favourites" },
  email_taken: { status: 409, means: "An account with this email exists" },
  email_immutable: { status: 400, means: "The email of an account cannot be changed" },
  provider_only_fields: { status: 403, means: "A homeowner sent fields only providers have" },
  no_password: { status: 400, means: "A social sign-in account has no password to change" },
  wrong_current_password: { status: 400, means: "The current password given is wrong" },
  password_changed: { status: 409, means: "The password changed between the check and the write" },
  reset_link_invalid: { status: 400, means: "The password reset link is forged, malformed or used already" },
  reset_link_expired: { status: 400, means: "The password reset link is more than an hour old" },
  unsubscribe_link_invalid: { status: 400, means: "The unsubscribe link's token does not verify" },

  // Blocks
  cannot_block_self: { status: 400, means: "A user cannot block themselves" },
  block_wrong_role: { status: 400, means: "Homeowners block providers and providers block homeowners" },
  block_not_found: { status: 404, means: "The caller has not blocked this user" },

  // Addresses and places
  address_not_found: { status: 404, means: "No saved address of the caller's with this id" },
  address_duplicate: { status: 409, means: "The caller has saved this address already" },
  zip_unknown: { status: 400, means: "Not a US ZIP code (or, where a town is taken, not a US town)" },
  zip_state_mismatch: { status: 400, means: "The ZIP code is in another state than the address says" },
  no_home_address: { status: 400, means: "'Near me' needs a default address on the profile" },

  // Jobs (lawn postings)
  job_not_found: { status: 404, means: "No job with this id" },
  not_job_owner: { status: 403, means: "Only the job's owner may do this" },
  not_job_party: { status: 403, means: "Only the job's homeowner and its provider may do this" },
  not_assigned_provider: { status: 403, means: "Only the provider assigned to the job may do this" },
  own_job: { status: 403, means: "A provider cannot take their own posting" },
  job_not_open: { status: 409, means: "The job has been taken, cancelled or changed" },
  request_closed: {
    status: 409,
    means: "A direct request its provider declined or let lapse: its owner opens it to everyone or withdraws it",
  },
  request_pending: { status: 409, means: "A direct request still waits for its provider's answer" },
  not_bookable_again: {
    status: 409,
    means: "Only a completed job (or ended plan) with its provider can be booked again",
  },
  job_not_editable: { status: 409, means: "Only open postings can be edited" },
  job_not_cancellable: { status: 409, means: "Only open or hired jobs not yet completed can be cancelled" },
  job_wrong_status: { status: 409, means: "The job's status does not allow this step" },
  job_takes_bids: { status: 422, means: "An auction or a posting without a price takes bids, not claims" },
  job_takes_claims: { status: 422, means: "A fixed-price posting is claimed, not bid on" },
  claim_cap_reached: { status: 409, means: "The provider holds the most claimed jobs waiting to start" },
  provider_claim_cap_reached: { status: 409, means: "The bidder holds the most claimed jobs waiting to start" },
  claim_lapsed: { status: 409, means: "The caller's claim lapsed: not started in time" },
  claim_released: { status: 409, means: "The caller released this job" },
  claims_paused: { status: 429, means: "The caller released too many claims lately; the message says until when" },
  photo_not_uploaded: { status: 400, means: "A posting names a photo the caller has not uploaded" },

  // Bids
  bid_not_found: { status: 404, means: "No bid with this id" },
  bids_not_visible: { status: 403, means: "Only the job's owner and providers see its bids" },
  not_bid_owner: { status: 403, means: "Only the bid's provider may do this" },
  job_not_taking_bids: { status: 409, means: "The job no longer takes bids" },
  bidding_closed: { status: 409, means: "The job's bidding has closed: no bids and no retractions" },
  bid_already_placed: { status: 409, means: "One bid per provider per job" },
  bid_not_open: { status: 409, means: "The bid has been accepted, retracted or expired" },

  // Messages
  messages_forbidden: { status: 403, means: "The caller may not read or write this conversation" },
  provider_not_asked: { status: 403, means: "An owner replies only in a conversation a provider started" },
  thread_closed: { status: 409, means: "The job no longer takes questions" },
  provider_id_required: { status: 400, means: "The owner must name the provider whose conversation to open" },

  // Reviews
  review_not_open: { status: 409, means: "Reviews open once the job is completed" },
  review_window_closed: { status: 409, means: "The review window after completion has passed" },
  review_already_posted: { status: 409, means: "The caller has reviewed this job" },

  review_not_found: { status: 404, means: "No review with this id (or it was removed)" },

  // Operators (/api/admin)
  account_already_suspended: { status: 409, means: "The account is suspended already" },
  account_not_suspended: { status: 409, means: "The account is not suspended" },
  operator_not_suspendable: { status: 409, means: "An operator's account is not suspended; revoke the operator first" },
  job_already_hidden: { status: 409, means: "The posting is hidden already" },

  // Reports
  report_subject_not_found: {
    status: 404,
    means: "No job, message, review or user with this id that the caller can see",
  },
  report_own_subject: { status: 403, means: "A user cannot report their own job, message, review or account" },
  report_exists: { status: 409, means: "The caller has an open report on this already" },
  report_not_found: { status: 404, means: "No report with this id" },
  report_resolved: { status: 409, means: "The report has been resolved already" },
  report_action_unfit: { status: 422, means: "The action does not apply to what was reported" },

  // Photos and files
  photo_not_found: { status: 404, means: "No photo of the caller's with this id" },
  file_not_found: { status: 404, means: "No uploaded file at this path" },
  photo_cap_reached: { status: 409, means: "The caller keeps the most photos of this kind" },
  photo_too_large: { status: 413, means: "The file is larger than photos may be" },
  photo_unreadable: { status: 400, means: "The file is not an image that can be read" },
  photo_type_unsupported: { status: 400, means: "The image is not of an accepted type" },
  photo_too_many_pixels: { status: 400, means: "The image has more pixels than photos may have" },

  // Service plans and visits
  plan_not_found: { status: 404, means: "No plan of the caller's with this id" },
  visit_not_found: { status: 404, means: "No visit of the caller's plans with this id" },
  not_plan_owner: { status: 403, means: "Only the plan's homeowner may do this" },
  not_plan_provider: { status: 403, means: "Only the plan's provider may do this" },
  plan_wrong_status: { status: 409, means: "The plan's status does not allow this step" },
  plan_notice_too_short: { status: 409, means: "A provider ends a plan with at least 7 days' notice" },
  pause_date_invalid: { status: 409, means: "A pause lasts until a date after today" },
  visit_wrong_status: { status: 409, means: "The visit's status does not allow this step" },
  visit_not_due: { status: 409, means: "A visit is started and completed on or after its date" },
  skip_too_late: { status: 409, means: "A visit is skipped at least 24 hours before its day" },
  reschedule_out_of_window: { status: 409, means: "A visit moves to a date within 3 days of its own, not in the past" },
  reschedule_date_taken: { status: 409, means: "The plan has another visit on that date" },
  reschedule_not_declinable: { status: 409, means: "Only the other side's reschedule can be declined" },

  // Payments
  payment_not_found: { status: 404, means: "No payment with this id" },
  refund_too_large: { status: 422, means: "A refund is at most the payment's amount" },
  payment_not_due: { status: 409, means: "The work is not completed yet: nothing is due" },
  payment_wrong_status: { status: 409, means: "The payment's status does not allow this step" },
  confirmation_window_closed: {
    status: 409,
    means: "The homeowner's window to dispute completed work has passed: it is confirmed",
  },
  card_payments_off: { status: 409, means: "This LawnLink takes no card payments (no Stripe keys): pay directly" },
  payouts_not_ready: {
    status: 409,
    means: "Card payment: the provider has not finished setting up payouts with Stripe, so cannot take paid work",
  },
  card_not_saved: { status: 409, means: "Card payment: the homeowner has no card saved to pay with" },
  card_setup_incomplete: { status: 409, means: "The card was not saved: Stripe has not confirmed its set-up" },
  payment_provider_unavailable: {
    status: 502,
    means: "Stripe could not be reached or refused the call; nothing was charged twice, so try again",
  },
  invalid_signature: { status: 400, means: "A webhook whose signature does not verify against its body" },
} as const satisfies Record<string, { status: number; means: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

/** The one error type domain code throws; lib/http/route.ts answers it with its code's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For rate_limited: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}
