import { PageTitle } from '../../components/page-title';

// Pages whose content arrives in later issues; the routes, links and titles exist already.
export const ProfilePage = () => <PageTitle>Profile</PageTitle>;
export const AboutPage = () => <PageTitle>About</PageTitle>;
export const NotificationsPage = () => <PageTitle>Notifications</PageTitle>;
export const PrivacyPage = () => <PageTitle>Privacy</PageTitle>;
export const NotFoundPage = () => <PageTitle>Page not found</PageTitle>;
