import { describeFuzz } from '../helpers/write-endpoints-fuzz';

// the second half of the write endpoints (the first: fuzz-write-endpoints-1.test.ts), and the PostgreSQL run
await describeFuzz({ part: 1, parts: 2 }, { postgres: true });
