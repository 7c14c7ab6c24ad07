// The unstyled entry: the default one injects a <style> tag, which the CSP forbids; its CSS comes as a file.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';

/** SPEC §2, §9: top-right, auto-close after 3000 ms, no progress bar, close on click. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar closeOnClick />;
}
