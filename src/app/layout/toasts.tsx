// The unstyled entry: the default one injects a <style> tag, which the CSP forbids; its CSS comes as a file.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';

/**
 * SPEC §2, §9: top-right, auto-close after 3000 ms, no progress bar, close on click. The region is a
 * landmark that screen readers list, and every toast has a close button: both named in the applicant's
 * language (the library's names are English).
 */
export default function Toasts() {
  const { t } = useTranslation('common');
  const closeLabel = t('layout>closeNotification');
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      aria-label={t('layout>notifications')}
      closeButton={(props: CloseButtonProps) => <CloseButton {...props} ariaLabel={closeLabel} />}
    />
  );
}

/** The library's close button (its markup and classes), which it does not export, with our label. */
function CloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}
