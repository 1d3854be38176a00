/** A uuid in a path, a query, a body or an answer: the one schema both sides declare it with. */
export const uuid = { type: 'string', format: 'uuid' } as const;
