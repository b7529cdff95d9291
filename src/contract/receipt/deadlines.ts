// Deadlines are data (docs/domain/receipts.md): each window's close is a stored column, and the
// dashboard counts the ones closing within RECEIPT_DUE_SOON_HOURS (requestsToAck, deliveriesDue,
// differencesDue, inquiriesDue: docs/domain/dashboard.md). A window already closed is not "due
// soon": the platform's jobs close lost differences and decide inquiries at their deadline, and a
// request's acknowledge window and deliver-by stay on the request as its late state.
export const RECEIPT_DUE_SOON_HOURS = 48;
