import { Route, Routes } from 'react-router';
import { SignInRequiredPage } from './features/sign-in-required/SignInRequiredPage';

/** Routes below the locale basename; the shell mounts this remote on /dashboard-beta, /dashboard, /broadcaster and /admin. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SignInRequiredPage />} />
    </Routes>
  );
}
