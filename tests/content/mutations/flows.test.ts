import { describe } from 'vitest';
import { FLOW_MUTATIONS } from './cases-flows';
import { mistakesAreFound } from './suite';

describe('mistakes in flows', () => mistakesAreFound(FLOW_MUTATIONS));
