// The product webinars listed on /events (decision 0010). The schedule is shared with the
// API, which registers people for them: it lives in @wtm/contract.
export { eventEndsAt, findEvent, formatEventStart, productEvents, upcomingEvents, type ProductEvent } from '@wtm/contract/data';
