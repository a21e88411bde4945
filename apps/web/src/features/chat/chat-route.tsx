import type { ChatContact } from '@campus/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SectionNav } from '../../components/section-switcher';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { useChats } from './api/get-chats';
import { ChatPanel } from './chat-panel';
import styles from './chat-route.module.css';
import { mergeTemporaryChats } from './chat-cache';
import { Conversation, NoConversation } from './conversation';
import { useTemporaryChatActions, useTemporaryChats } from './use-temporary-chats';

/** The id in /chat/{id}: a non-zero integer (negative for a temporary chat), else NaN. */
function parseChatId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return /^-?\d{1,16}$/.test(raw) && Number(raw) !== 0 ? Number(raw) : Number.NaN;
}

/**
 * /chat and /chat/{id} (spec 002 §2): the chat list on the left, the conversation on the right. Under
 * 1024 px one pane shows at a time: the list on /chat, the conversation (with a back arrow) on /chat/{id}.
 */
export function ChatRoute() {
  usePageTitle(webTexts.chat.pageTitle);
  const user = useSessionUser();
  const params = useParams();
  const chatId = parseChatId(params.id);
  const navigate = useNavigate();
  const chatsQuery = useChats();
  const temporary = useTemporaryChats();
  const { remove: removeTemporary, add: addTemporary } = useTemporaryChatActions();
  const serverChats = chatsQuery.data?.chats;
  const chats = mergeTemporaryChats(temporary, serverChats ?? []);

  // A temporary chat whose person now has a real chat (its first message was sent here or in another
  // tab, or they wrote first) gives way to the real one; the page follows it. One that is gone (a
  // reload forgets them) leads back to the list. Replacements are remembered, so a render that still
  // sees the old id on the way to the new one does not send the page to the list.
  const replacements = useRef(new Map<number, number>());
  useEffect(() => {
    for (const pending of temporary) {
      const real = serverChats?.find((chat) => chat.contact.edu_codigocontacto === pending.contact.edu_codigocontacto);
      if (!real) continue;
      replacements.current.set(pending.id, real.id);
      if (chatId === pending.id) navigate(paths.chatConversation(real.id), { replace: true });
      removeTemporary(pending.id);
    }
    if (chatId === null || Number.isNaN(chatId) || chatId > 0 || temporary.some((chat) => chat.id === chatId)) return;
    const replacement = replacements.current.get(chatId);
    navigate(replacement ? paths.chatConversation(replacement) : paths.chat, { replace: true });
  }, [chatId, temporary, serverChats, navigate, removeTemporary]);

  // /chat?to={code} (from 'Más información'): open the chat with that person, or start a temporary one.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const wantedContact = searchParams.get('to');
  useEffect(() => {
    if (!wantedContact || chatId !== null || !serverChats) return;
    const existing = serverChats.find((chat) => chat.contact.edu_codigocontacto === wantedContact);
    if (existing) {
      navigate(paths.chatConversation(existing.id), { replace: true });
      return;
    }
    const state = location.state as { contact?: ChatContact } | null;
    if (state?.contact?.edu_codigocontacto === wantedContact && wantedContact !== user?.edu_codigocontacto) {
      navigate(paths.chatConversation(addTemporary(state.contact).id), { replace: true });
    } else {
      navigate(paths.chat, { replace: true });
    }
  }, [wantedContact, chatId, serverChats, location.state, navigate, addTemporary, user?.edu_codigocontacto]);

  if (!user) return null;
  const openChat = chatId === null || Number.isNaN(chatId) ? undefined : chats.find((chat) => chat.id === chatId);

  return (
    <div className={styles.frame}>
      <h1 className="visually-hidden">{webTexts.chat.pageTitle}</h1>
      <SectionNav current={paths.chat} />
      <div className={[styles.page, chatId === null ? styles.showList : styles.showConversation].join(' ')}>
        <section className={styles.listPane} aria-label={webTexts.chat.listLabel}>
          <ChatPanel chats={chats} chatsQuery={chatsQuery} activeChatId={chatId} />
        </section>
        <div className={styles.conversationPane}>
          {chatId === null ? <NoConversation /> : <Conversation key={chatId} chatId={chatId} me={user} listChat={openChat} />}
        </div>
      </div>
    </div>
  );
}
