// The dashboard's frame around every page (navigation, current broadcaster); being built in issue 5.
import { Outlet } from 'react-router';

export function DashboardLayout() {
  return <Outlet />;
}
