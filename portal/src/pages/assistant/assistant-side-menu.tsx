/**
 * 000 §2 "On assistant pages the menu becomes a chat list with back, new chat and
 * clear-history": the widget's chat list on the page's store (portal-chat.ts). Back returns to
 * where the user came from, or home when the assistant was the first page of the visit.
 */
import { ChatList } from '@stepwise/assistant/react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { portalChat } from './portal-chat';
import './assistant-page.css';

/** react-router keeps the position in the visit's history as `idx` in history.state. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function AssistantSideMenu() {
  const navigate = useNavigate();
  return (
    <div className="assistant-side-menu" data-testid="assistant-chat-list">
      <ChatList
        store={portalChat()}
        onBack={() => void (hasPreviousPage() ? navigate(-1) : navigate(paths.home))}
      />
    </div>
  );
}

export default AssistantSideMenu;
