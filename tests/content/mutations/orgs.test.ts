import { describe } from 'vitest';
import { ORG_MUTATIONS } from './cases-orgs';
import { mistakesAreFound } from './suite';

describe('mistakes in orgs', () => mistakesAreFound(ORG_MUTATIONS));
