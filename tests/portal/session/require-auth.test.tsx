// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../../src/portal/session/require-auth';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function visit(path: string) {
  const router = createMemoryRouter([
    { path: '/account/heloc/heloc-signer/login', element: <Where /> },
    { path: '/account/heloc/login', element: <Where /> },
    { element: <RequireAuth />, children: [{ path: '*', element: <p>private page</p> }] },
  ], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(() => { cleanup(); localStorage.clear(); });

describe('a page that needs a session, visited without one', () => {
  it('sends a visitor of a signer page to the signer login, coming back afterwards', () => {
    visit('/account/heloc/heloc-signer/sign?application=x');
    expect(screen.getByTestId('where').textContent).toBe('/account/heloc/heloc-signer/login?redirect=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign%3Fapplication%3Dx');
  });

  it('sends a visitor of an applicant page to the applicant login', () => {
    visit('/account/heloc/0b9d1c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b/liens');
    expect(screen.getByTestId('where').textContent).toBe('/account/heloc/login?redirect=%2Faccount%2Fheloc%2F0b9d1c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b%2Fliens');
  });

  it('shows the page with a session', () => {
    localStorage.setItem('jwt', 'header.payload.signature');
    visit('/account/heloc/heloc-signer/sign');
    expect(screen.getByText('private page')).toBeTruthy();
  });
});
