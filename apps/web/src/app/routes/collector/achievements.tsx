import { AchievementsView } from '@/features/achievements';
import { Page } from '@/components/ui/page';

/** /achievements (spec 2 §2.7); the route guard sends visitors who are signed out to sign in. */
export function AchievementsPage() {
  return (
    <Page title="Achievements">
      <AchievementsView />
    </Page>
  );
}
