import { FLOW_MUTATIONS } from './cases-flows';
import { FORM_MUTATIONS } from './cases-forms';
import { LANGUAGE_MUTATIONS } from './cases-languages';
import { ORG_MUTATIONS } from './cases-orgs';
import type { Mutation } from './harness';

/** Every deliberate mistake, by kind of content. */
export const ALL_MUTATIONS: Mutation[] = [...FORM_MUTATIONS, ...FLOW_MUTATIONS, ...ORG_MUTATIONS, ...LANGUAGE_MUTATIONS];
