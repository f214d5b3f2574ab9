import { render, screen } from '@testing-library/react';
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from './ErrorPage';
import { TestProviders } from './test-providers';

describe('the error page', () => {
  it('defaults to 404 with "An error occurred"', () => {
    render(<ErrorPage locale="en" />, { wrapper: TestProviders });
    expect(screen.getByTestId('error-page').dataset.status).toBe('404');
    expect(screen.getByRole('heading').textContent).toBe('An error occurred');
  });

  it('shows a given status and message and links home in the locale', () => {
    render(<ErrorPage locale="fr" status={500} message="Boom" />, { wrapper: TestProviders });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Boom');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/fr');
  });

  it('says a page could not be found for unknown URLs', () => {
    render(<NotFoundPage locale="en" />, { wrapper: TestProviders });
    expect(screen.getByRole('heading').textContent).toBe('This page could not be found');
  });

  it('falls back to a message and a link home when the error page itself fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken error page');
    }
    render(
      <ErrorPageBoundary homeHref="/de">
        <Broken />
      </ErrorPageBoundary>,
      { wrapper: TestProviders },
    );
    expect(screen.getByTestId('error-page-fallback').textContent).toContain('Something went wrong while showing this error.');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de');
  });
});
