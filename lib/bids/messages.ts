// Texts both the API and the screens show, defined once. Free of server imports.

/** SPEC §4: the answer to accepting a bid. */
export const BID_ACCEPTED_MESSAGE = "The bid has been accepted and the job assigned.";
