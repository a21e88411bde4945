import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
}

/** A shimmering placeholder block; wrap groups of them in an element with aria-busy and a label. */
export function Skeleton({ width = '100%', height = '1rem', radius }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
