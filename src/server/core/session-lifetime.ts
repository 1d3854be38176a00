/** Session lifetime; a token past half of it is renewed through the Authorization response header. */
export const SESSION_TTL_SECONDS = 60 * 60 * 2;
