import { texts } from '@campus/contract/plain';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import boardStyles from './board.module.css';

/** What a board looks like, drawn behind the freemium lock (sample text, never a real group's posts). */
const samplePosts = [
  {
    id: 1,
    author: 'Profesora del grupo',
    title: 'Bienvenida al curso',
    body: 'Aquí encontrarás los avisos del grupo, los materiales que compartimos y las dudas de tus compañeros.',
    responses: 3,
  },
  { id: 2, author: 'Compañera de clase', title: 'Grupo de estudio', body: '¿Alguien se apunta a repasar juntos antes del examen?', responses: 5 },
];

/** A static board (no calls: the server refuses the board to freemium visitors). */
export function FreemiumBoardPreview() {
  return (
    <div className={pageStyles.page}>
      <PageHeader title={texts.menu.board} titleAs="p" />
      <div className={boardStyles.posts}>
        {samplePosts.map((post) => (
          <div key={post.id} className={boardStyles.post}>
            <p className={boardStyles.postAuthor}>{post.author}</p>
            <p className={boardStyles.postTitle}>{post.title}</p>
            <p className={boardStyles.postContent}>{post.body}</p>
            <p className={boardStyles.responsesCount}>{texts.board.responsesLabel(post.responses)}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
