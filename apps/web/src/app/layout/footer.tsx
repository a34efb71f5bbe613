import { Link } from 'react-router';
import { PRODUCT_NAME } from '@cardbinder/shared';
import { externalLinks } from '@/config/links';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';

const SECTIONS = [
  {
    title: 'Navigation',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Players', to: paths.players },
      { label: 'Teams', to: paths.teams },
      { label: 'Sets', to: paths.sets },
      { label: 'Search', to: paths.search },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'My Collection', to: paths.collection },
      { label: 'Trades', to: paths.trades },
      { label: 'Want list', to: paths.wants },
      { label: 'Profile Settings', to: paths.settings },
      { label: 'Notifications', to: paths.notifications },
      { label: 'Achievements', to: paths.achievements },
    ],
  },
  {
    title: 'Platform',
    links: [
      { label: 'Help & Support', to: paths.help },
      { label: 'System Status', to: paths.status },
      { label: 'Attributions', to: paths.attributions },
    ],
  },
]
  .map((section) => ({ ...section, links: section.links.filter((link) => hasScreen(link.to)) }))
  .filter((section) => section.links.length > 0);

/** Sections Navigation, Account, Platform and About (spec §2 Footer). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {SECTIONS.map((section) => (
          <section
            key={section.title}
            className="site-footer__section"
            aria-labelledby={`footer-${section.title}`}
          >
            <h2 id={`footer-${section.title}`} className="site-footer__title">
              {section.title}
            </h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="site-footer__section" aria-labelledby="footer-About">
          <h2 id="footer-About" className="site-footer__title">
            About
          </h2>
          <p className="site-footer__about">
            {PRODUCT_NAME} is a catalogue of sports trading cards and a home for your collection.
          </p>
          <ul>
            <li>
              <a href={`mailto:${externalLinks.supportEmail}`}>Contact Support</a>
            </li>
            <li>
              <a href={externalLinks.feedback}>Send Feedback</a>
            </li>
            <li>
              <a href={externalLinks.sourceCode} target="_blank" rel="noreferrer">
                Source Code
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
