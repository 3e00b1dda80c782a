/** The lobby's shape while the games load: two sections of skeleton cards. */
export function LobbySkeleton() {
  return (
    <div className="game-list" aria-busy="true" data-testid="lobby-loading">
      {[0, 1].map((section) => (
        <div key={section}>
          <div className="game-section__head"><span className="skeleton skeleton--icon" /><span className="skeleton skeleton--title" /></div>
          <div className="table-row">{[0, 1, 2].map((card) => <div key={card} className="skeleton skeleton--card" />)}</div>
        </div>
      ))}
    </div>
  );
}
