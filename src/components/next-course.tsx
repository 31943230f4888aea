/** What comes next on a learner's plan: "Next: <course>", or that every course of it is done. */
export function NextCourse({ next }: { next: { title: string } | null }) {
  return (
    <p>
      {next ? (
        <>
          Next: <strong>{next.title}</strong>
        </>
      ) : (
        'Every course of your plan is done.'
      )}
    </p>
  )
}
