import { Page } from '@/components/ui/page';
import { CardImageQueue } from '@/features/card-images-admin';

/** /admin/card-images (data_admin and up): collectors' pictures waiting for review, and the published ones. */
export function AdminCardImagesPage() {
  return (
    <Page title="Card Pictures">
      <CardImageQueue />
    </Page>
  );
}
