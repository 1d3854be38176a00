import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session';
import { lazyPage } from '../shell/lazy-page';
import { SIGNER_AREA_PATH } from '../../lib/page-paths';

const signer = () => import('../pages/signer/signer-pages');
const named = (name: keyof Awaited<ReturnType<typeof signer>>) =>
  lazyPage(async () => ({ default: (await signer())[name] as React.ComponentType }));

/** The additional signer's own area: /account/heloc/heloc-signer/*. */
export const signerRoutes: RouteObject[] = [
  {
    path: 'heloc-signer',
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', Component: named('SignerLoginPage') },
      { path: 'resume', Component: named('SignerResumePage') },
      { path: 'cancelled', Component: named('SignerCancelledPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'error', Component: named('SignerErrorPage') },
          { path: 'intro', Component: named('SignerIntroPage') },
          { path: 'identity', Component: named('SignerIdentityPage') },
          { path: 'sign', Component: named('SignerSignPage') },
          { path: 'documents', Component: named('SignerDocumentsPage') },
          { path: 'conditions', Component: named('SignerConditionsPage') },
          { path: 'conditions/upload-document', Component: named('SignerConditionAnswerPage') },
          { path: 'conditions/identity', Component: named('SignerIdentityPage') },
        ],
      },
      { path: '*', element: <Navigate to={SIGNER_AREA_PATH} replace /> },
    ],
  },
];
