// Apart from the budgets, which name the load mix's result type, so the mix can use the list too.

/** The pages whose Lighthouse scores and document sizes are budgeted, and the page requests of the load mix. */
export const lighthousePages = ['/', '/books', '/crm/pricing', '/login'];
