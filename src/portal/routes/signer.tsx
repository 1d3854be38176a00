import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session';
import { lazyPage } from '../shell/lazy-page';

const signer = () => import('../pages/signer/signer-pages');
const named = (name: keyof Awaited<ReturnType<typeof signer>>) =>
  lazyPage(async () => ({ default: (await signer())[name] as React.ComponentType }));

/** The additional signer's own area: /account/heloc/heloc-signer/*. */
export const signerRoutes: RouteObject[] = [
  {
    path: 'heloc-signer',
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', lazy: named('SignerLoginPage') },
      { path: 'resume', lazy: named('SignerResumePage') },
      { path: 'cancelled', lazy: named('SignerCancelledPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'error', lazy: named('SignerErrorPage') },
          { path: 'intro', lazy: named('SignerIntroPage') },
          { path: 'identity', lazy: named('SignerIdentityPage') },
          { path: 'sign', lazy: named('SignerSignPage') },
          { path: 'documents', lazy: named('SignerDocumentsPage') },
          { path: 'conditions', lazy: named('SignerConditionsPage') },
          { path: 'conditions/upload-document', lazy: named('SignerConditionAnswerPage') },
          { path: 'conditions/identity', lazy: named('SignerIdentityPage') },
        ],
      },
      { path: '*', element: <Navigate to="/account/heloc/heloc-signer" replace /> },
    ],
  },
];
