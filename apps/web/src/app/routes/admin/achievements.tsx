import { AdminAchievementsView } from '@/features/achievements-admin';
import { Page } from '@/components/ui/page';

/** /admin/achievements (admin and superadmin: the server refuses data_admin). */
export function AdminAchievementsPage() {
  return (
    <Page title="Achievements">
      <AdminAchievementsView />
    </Page>
  );
}
