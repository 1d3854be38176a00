import { describe } from 'vitest';
import { FORM_MUTATIONS } from './cases-forms';
import { mistakesAreFound } from './suite';

describe('mistakes in forms', () => mistakesAreFound(FORM_MUTATIONS));
