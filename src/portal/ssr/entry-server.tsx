import { dehydrate } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { flagsKey } from '../../api/flags';
import { FLAGS_BROKER_LOGIN } from '../../api/identity';
import { privateLabelKey } from '../../api/org';
import { contentVersionKey } from '../../api/content-versions';
import { AppRoot, newQueryClient } from '../app-root';
import { routes } from '../routes';
import { languageKey } from '../language';
import { pageContentChoice, setRenderedContentVersion } from '../use-content-version';
import { preloadRoute, preloadScreens, enterVersion } from './preload';
import { SSR_PATHS } from './paths';
import type { SsrRender } from '../../contracts/ssr';
import type { PrivateLabel } from '../../api/org';

/** Flags one page asks for one at a time (useFlag): answered from the same decisions. */
const SINGLE_FLAGS = [FLAGS_BROKER_LOGIN];

/**
 * Renders a first screen to HTML on the server (the lender's brand and copy, the content version in force),
 * with the same components the browser then hydrates (src/portal/main.tsx). Only the anonymous opening pages
 * (SSR_PATHS) are rendered: the others need the visitor's session, which only the browser holds.
 */
export const render: SsrRender = async ({ url, org, decisions, contentVersion, language }) => {
  const path = url.split('?')[0] ?? '';
  if (!SSR_PATHS.some((p) => p.test(path))) return undefined;
  const queryClient = newQueryClient();
  queryClient.setQueryData(privateLabelKey, org as PrivateLabel);
  queryClient.setQueryData(languageKey, language);
  const { orgCode } = org as PrivateLabel;
  queryClient.setQueryData(flagsKey(orgCode), decisions);
  for (const key of SINGLE_FLAGS) {
    queryClient.setQueryData([...flagsKey(orgCode), key], decisions[key] ?? { flagKey: key, flagEnabled: false, variables: {} });
  }
  setRenderedContentVersion(contentVersion.id, contentVersion.baseHash);
  const published = pageContentChoice(contentVersion.id) === 'served' ? contentVersion.content : undefined;
  if (published) queryClient.setQueryData(contentVersionKey(contentVersion.id), published);
  await Promise.all([enterVersion(published, language), preloadRoute(matchRoutes(routes, path) ?? [])]);
  await preloadScreens();
  const { prelude } = await prerenderToNodeStream(
    <AppRoot queryClient={queryClient} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return { html, state: { queries: dehydrate(queryClient), whole: Boolean(published) } };
};
