import { QueryTesterView } from '@/features/achievements-admin';
import { Page } from '@/components/ui/page';

/** /admin/query-tester (admin and superadmin): SELECTs run in the sandbox as one test user. */
export function AdminQueryTesterPage() {
  return (
    <Page title="SQL Query Tester">
      <QueryTesterView />
    </Page>
  );
}
