import { REMINDER_KIND_INFO, type ModuleKey, type TSessionUser } from '@stratum/contracts';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/api';
import { useEnabledModules } from '../../lib/company-modules';
import { MY_REMINDERS } from '../../features/platform/reminders/api';
import { MY_USER_MANUALS } from '../../lib/session/roles';
import { SIGN_IN } from '../guards';

const initials = (user: TSessionUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

/**
 * The signed-in person: name and role, employees' user manuals, and sign-out (spec §4: the API is
 * told, then the session cleared).
 */
export const UserMenu = ({ user }: { user: TSessionUser }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const enabled = useEnabledModules();
  const role = user.role === 'holder' ? 'holder' : (user.companyRole ?? 'employee');
  const items: MenuItem[] = [
    {
      template: () => (
        <div className="user-menu-who">
          <strong>{user.fullName}</strong>
          <span>{user.email}</span>
          <span className="user-menu-role">{t(`header.roles.${role}`)}</span>
        </div>
      ),
    },
    { separator: true },
    // The manuals of the company's modules: help, not a module, so it lives with the person's menu.
    ...(user.role === 'employee'
      ? [
          {
            label: t('nav.userManuals'),
            icon: 'pi pi-book',
            command: () => void navigate(MY_USER_MANUALS),
          },
        ]
      : []),
    // Where a person looks for "my reminders": the reminder mails they receive, switched off or on,
    // shown while any module that sends reminders is on (ARCHITECTURE §10).
    ...(user.role === 'employee' && REMINDER_KIND_INFO.some((k) => enabled?.has(k.module as ModuleKey))
      ? [
          {
            label: t('nav.myReminders'),
            icon: 'pi pi-bell',
            command: () => void navigate(MY_REMINDERS),
          },
        ]
      : []),
    {
      label: t('header.signOut'),
      icon: 'pi pi-sign-out',
      command: () => {
        void session.signOut().then(() => navigate(SIGN_IN, { replace: true }));
      },
    },
  ];
  return (
    <>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-controls="user-menu"
        onClick={(e) => menu.current?.toggle(e)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        {/* The name is the button's name; aria-haspopup has it announced as a menu button. */}
        <span className="user-menu-name">{user.fullName}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id="user-menu" popupAlignment="right" />
    </>
  );
};
