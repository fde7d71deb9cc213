import { updateProfile } from '@stepwise/api';
import { displayIdentifier, displayName, type UserProfile } from '@stepwise/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { Menu } from '../components/menu';
import { useLanguage, useT } from './i18n';
import { LanguageDialog } from './language-dialog';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => [...(p ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** The avatar's menu (000 §2): profile, language and logout. */
export function UserMenu({ profile, onLogout }: { profile: UserProfile; onLogout: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { language, setLanguage } = useLanguage();
  const [choosing, setChoosing] = useState(false);
  const name = displayName(profile) || displayIdentifier(profile);
  return (
    <>
      <Menu
        label={t('shell.userMenu.label', { name })}
        testId="user-menu"
        triggerClassName="avatar-button"
        trigger={
          profile.avatar ? (
            <img className="avatar" src={profile.avatar} alt="" />
          ) : (
            // The initials are drawn by CSS, so the button's name stays the label alone.
            <span className="avatar" data-initials={initials(name)} aria-hidden="true" />
          )
        }
        items={[
          {
            key: 'profile',
            label: t('shell.userMenu.profile'),
            testId: 'user-menu-profile',
            onSelect: () => void navigate('/UserProfile'),
          },
          {
            key: 'language',
            label: t('shell.userMenu.language'),
            testId: 'user-menu-language',
            onSelect: () => setChoosing(true),
          },
          {
            key: 'logout',
            label: t('shell.userMenu.logout'),
            testId: 'user-menu-logout',
            onSelect: onLogout,
          },
        ]}
      />
      {choosing && (
        <LanguageDialog
          current={language}
          onPick={(code) => {
            setChoosing(false);
            if (code === language) return;
            // The profile keeps the choice for other devices; the switch itself never waits on it.
            void updateProfile(api, { locale: code })
              .catch(() => undefined)
              .finally(() => setLanguage(code));
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </>
  );
}
