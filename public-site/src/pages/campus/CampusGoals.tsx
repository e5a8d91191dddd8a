import type { CampusGoal } from '@academy/shared/pages.ts';

/** The objectives: one card per section, its points and its subsections' points; nothing when empty. */
export function CampusGoals({ goals }: { goals: readonly CampusGoal[] }) {
  if (goals.length === 0) return null;
  return (
    <section className="section">
      <div className="container goals-grid">
        {goals.map((goal, i) => (
          <div key={i} className="goal-card">
            <h2 className="goal-card__title">{goal.sectionTitle}</h2>
            <ul className="check-list">
              {goal.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
            {goal.subsections.map((sub, j) => (
              <div key={j}>
                <h3 className="goal-card__subtitle">{sub.title}</h3>
                <ul className="check-list">
                  {sub.items.map((item, k) => (
                    <li key={k}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
