import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CardTags, Tag } from '@/components/ui/tag';
import { TEAM_CIRCLE_PX, TeamCircle, type TeamCircleSize } from '@/components/ui/team-circle';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { usePageTitle } from '@/hooks/use-page-title';

const SAMPLE_TEAMS = [
  { abbreviation: 'LAD', name: 'Los Angeles Dodgers', primary: '#005A9C', secondary: '#A5ACAF' },
  { abbreviation: 'NYY', name: 'New York Yankees', primary: '#0C2340', secondary: '#C4CED3' },
  { abbreviation: 'OAK', name: 'Oakland Athletics', primary: '#003831', secondary: '#EFB21E' },
  { abbreviation: 'SDP', name: 'San Diego Padres', primary: '#FFC425', secondary: '#2F241D' },
  { abbreviation: 'FA', name: 'Free Agent', primary: null, secondary: null },
];

const SIZES = Object.keys(TEAM_CIRCLE_PX) as TeamCircleSize[];

/** /design-system-demo: the look of the shared components with sample data (doc 3 §2). */
export function DesignSystemDemoPage() {
  usePageTitle('Design System');
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <div className="page design-demo">
      <header className="page__header">
        <h1>Design System</h1>
        <p className="muted">
          Look and feel only. Use toast notifications rather than alerts, infinite scrolling rather than
          paging, and no database ids in URLs.
        </p>
      </header>

      <section aria-labelledby="demo-tags">
        <h2 id="demo-tags">Tags</h2>
        <div className="design-demo__row">
          <Tag kind="rc" />
          <Tag kind="auto" />
          <Tag kind="relic" />
          <CardTags isRookie isAutograph isRelic />
        </div>
      </section>

      <section aria-labelledby="demo-teams">
        <h2 id="demo-teams">Team circles</h2>
        {SIZES.map((size) => (
          <div key={size} className="design-demo__row">
            <span className="design-demo__label">{TEAM_CIRCLE_PX[size]} px</span>
            {SAMPLE_TEAMS.map((team) => (
              <TeamCircle
                key={team.abbreviation}
                size={size}
                abbreviation={team.abbreviation}
                name={team.name}
                primaryColor={team.primary}
                secondaryColor={team.secondary}
              />
            ))}
          </div>
        ))}
      </section>

      <section aria-labelledby="demo-buttons">
        <h2 id="demo-buttons">Buttons</h2>
        <div className="design-demo__row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Delete</Button>
          <Button loading>Saving...</Button>
          <Button variant="link">Link button</Button>
        </div>
      </section>

      <section aria-labelledby="demo-toasts">
        <h2 id="demo-toasts">Toasts and modal</h2>
        <div className="design-demo__row">
          <Button variant="secondary" onClick={() => toast.success('Card updated successfully')}>
            Success toast
          </Button>
          <Button variant="secondary" onClick={() => toast.error('Failed to update card')}>
            Error toast
          </Button>
          <Button variant="secondary" onClick={() => toast.warning('No notifications selected')}>
            Warning toast
          </Button>
          <Button variant="secondary" onClick={() => toast.info('Download started')}>
            Info toast
          </Button>
          <Button onClick={() => setModalOpen(true)}>Open modal</Button>
        </div>
      </section>

      <section aria-labelledby="demo-fields" className="design-demo__fields">
        <h2 id="demo-fields">Fields</h2>
        <TextField label="Location name" placeholder="Binder 1" />
        <TextField label="Purchase price" defaultValue="12.345" error="Enter a price with up to 2 decimals" />
      </section>

      <Modal
        open={modalOpen}
        title="Sample modal"
        onClose={() => setModalOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setModalOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setModalOpen(false)}>Save</Button>
          </>
        }
      >
        <p>Modals use the native dialog element: Escape and a click outside close them.</p>
      </Modal>
    </div>
  );
}
