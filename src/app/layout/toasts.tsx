// The unstyled entry: the default one injects a <style> tag, which the CSP forbids; its CSS comes as a file.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';

/**
 * SPEC §2, §9: top-right, auto-close after 3000 ms, no progress bar, close on click. The region is a
 * landmark that screen readers list: its name in the applicant's language (the library's is English).
 */
export default function Toasts() {
  const { t } = useTranslation('common');
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar closeOnClick aria-label={t('layout>notifications')} />;
}
