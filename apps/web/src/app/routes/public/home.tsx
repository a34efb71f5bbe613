import { HOME_HERO } from '@cardbinder/shared/rules/constants';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DatabaseCounts, FeatureTiles, HomeSearch } from '@/features/home';
import { usePageTitle } from '@/hooks/use-page-title';

/** Home (/ and /home): search, database counts, feature tiles, and sign-up calls for visitors. */
export function HomePage() {
  usePageTitle('Home');
  const { status } = useAuth();
  const signedOut = status === 'unauthenticated';
  return (
    <div className="home">
      <section className="hero">
        <h1 className="hero__title">{HOME_HERO.title}</h1>
        <p className="hero__lead">{HOME_HERO.lead}</p>
        <HomeSearch />
        <DatabaseCounts />
        {signedOut ? (
          <div className="hero__actions">
            <ButtonLink to={paths.authSignup} size="lg">
              Create Free Account
            </ButtonLink>
            <ButtonLink to={paths.authLogin} size="lg" variant="secondary">
              Sign In
            </ButtonLink>
          </div>
        ) : null}
      </section>
      <section className="page home__features" aria-labelledby="features-title">
        <h2 id="features-title">Everything for the collector</h2>
        <FeatureTiles />
      </section>
      {signedOut ? (
        <section className="cta" aria-labelledby="cta-title">
          <h2 id="cta-title">Start your collection today</h2>
          <p>
            Sign up free to track your cards, complete series and get your marketplace purchases added
            automatically.
          </p>
          <ButtonLink to={paths.authSignup} size="lg">
            Sign Up Free
          </ButtonLink>
        </section>
      ) : (
        <section className="cta" aria-labelledby="cta-title">
          <h2 id="cta-title">Welcome back</h2>
          <ButtonLink to={paths.collection} size="lg">
            Go to My Collection
          </ButtonLink>
        </section>
      )}
    </div>
  );
}
