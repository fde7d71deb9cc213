import {
  getOrganizationLogo,
  removeOrganizationLogo,
  setOrganizationLogo,
  uploadFile,
} from '@stepwise/api';
import type { OrganizationLogo } from '@stepwise/core';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import {
  LOGO_MAX_MB,
  LOGO_PROBLEM_KEY,
  logoFileProblem,
  serverLogoProblem,
} from './organization-logo-form';
import { OrganizationLogoView, type LogoBusy, type LogoLoad } from './organization-logo-view';

/**
 * The organisation logo (issue 23) on the admin permissions page: the /share page shows it
 * beside the organisation's name. Choosing a file uploads it at once (checked here for type and
 * size first, then by the server from its bytes); Remove takes it away. Org admins only, like
 * the page. The markup is OrganizationLogoView's.
 */
export function OrganizationLogoCard() {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LogoLoad>({ status: 'loading' });
  const [busy, setBusy] = useState<LogoBusy>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    getOrganizationLogo(api).then(
      (logo) => live && setLoaded({ status: 'ready', logo }),
      (err: unknown) => live && setLoaded({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retryLoad = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const run = async (kind: Exclude<LogoBusy, null>, work: () => Promise<OrganizationLogo>) => {
    setBusy(kind);
    setProblem(null);
    setNotice('');
    try {
      const logo = await work();
      setLoaded({ status: 'ready', logo });
      setNotice(t(logo ? 'admin.logo.saved' : 'admin.logo.removed'));
    } catch (err) {
      // The server's refusal of the file reads like the card's own check.
      const refused = serverLogoProblem(err);
      setProblem(refused ? t(LOGO_PROBLEM_KEY[refused], { max: LOGO_MAX_MB }) : messageOf(err));
    } finally {
      setBusy(null);
      setProgress(0);
    }
  };

  const choose = (file: File) => {
    const refused = logoFileProblem(file);
    if (refused) {
      setNotice('');
      setProblem(t(LOGO_PROBLEM_KEY[refused], { max: LOGO_MAX_MB }));
      return;
    }
    void run('uploading', async () => {
      const upload = await uploadFile(api, file, {
        fileName: file.name,
        contentType: file.type,
        onProgress: (p) => setProgress(p.totalBytes ? p.uploadedBytes / p.totalBytes : 0),
      });
      return setOrganizationLogo(api, upload.id);
    });
  };

  return (
    <OrganizationLogoView
      loaded={loaded}
      busy={busy}
      progress={progress}
      problem={problem}
      notice={notice}
      onChoose={choose}
      onRemove={() => void run('removing', () => removeOrganizationLogo(api))}
      onRetry={retryLoad}
    />
  );
}
