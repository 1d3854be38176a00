import { describeFuzz } from '../helpers/write-endpoints-fuzz';

// the first half of the write endpoints (the other: fuzz-write-endpoints-2.test.ts, with the PostgreSQL run)
await describeFuzz({ part: 0, parts: 2 });
