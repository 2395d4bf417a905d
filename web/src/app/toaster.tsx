import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { onNotice } from '../lib/notify';

/** The one toast of the app: shows every notice (failed calls, confirmations) sent through `notify`. */
const Toaster = () => {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      onNotice((notice) =>
        toast.current?.show({
          severity: notice.severity,
          summary: notice.summary,
          detail: notice.detail,
          life: notice.severity === 'error' ? 8000 : 4000,
        }),
      ),
    [],
  );
  return <Toast ref={toast} position="top-right" />;
};

export default Toaster;
