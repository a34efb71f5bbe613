import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EBAY_MESSAGES, ebayReturnErrorMessage } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useEbayComplete } from '../api/use-ebay';

/**
 * eBay sends the browser back to Profile Settings with ?code&state, or ?error: the connection is finished (or
 * the error shown, spec 2 §8) once, and the parameters are stripped from the address.
 */
export function useEbayReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useEbayComplete();
  const handled = useRef(false);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const [code, state, error] = [query.get('code'), query.get('state'), query.get('error')];
    if (handled.current || !(code || state || error)) return;
    handled.current = true;
    void navigate(location.pathname, { replace: true });
    if (error) {
      toast.error(ebayReturnErrorMessage(error));
      return;
    }
    if (!code || !state) {
      toast.error(ebayReturnErrorMessage('missing_parameters'));
      return;
    }
    complete.mutate(
      { code, state },
      {
        onSuccess: () => toast.success(EBAY_MESSAGES.connected),
        onError: (failure) =>
          toast.error(errorText(failure, { fallback: ebayReturnErrorMessage('other'), prefer: 'message' })),
      },
    );
  }, [location.search, location.pathname, navigate, complete]);
}
