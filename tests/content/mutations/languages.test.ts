import { describe } from 'vitest';
import { LANGUAGE_MUTATIONS } from './cases-languages';
import { mistakesAreFound } from './suite';

describe('mistakes in languages', () => mistakesAreFound(LANGUAGE_MUTATIONS));
