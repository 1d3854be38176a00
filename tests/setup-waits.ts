import { configure } from '@testing-library/dom';

// findBy and waitFor wait for what a page loads (content chunks, validators, answers): on a busy 2-core
// machine that can take longer than the default second. A bound on waiting, not on how fast a page is.
configure({ asyncUtilTimeout: 5000 });
