import { createFileRoute, notFound } from '@tanstack/react-router'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { PlanPage } from '~/features/plan/plan-page'
import { learningPlan } from '~/lib/content/learning-plan'
import { outcomeForSlug, planPath } from '~/lib/outcome-links'
import { PLAN_CARD_HEIGHT, PLAN_CARD_WIDTH, planCardPath, planCardText } from '~/lib/plan-card'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/plan/$slug')({
  // Split into the page's chunk (vite.config.ts), so the outcomes, the slugs and the head's text
  // stay out of the route tree that every page loads. An unknown slug is the not-found page (and,
  // never prerendered, is served with status 404: src/entry-server.tsx).
  loader: ({ params }) => {
    const outcome = outcomeForSlug(params.slug)
    if (!outcome) throw notFound()
    // The title names the role, and is the file name of a saved PDF.
    const meta = {
      title: `Learning plan: ${outcome}`,
      description: `The reskilling plan for ${outcome}: tracks, mandatory and track courses, instructor-led courses and next steps.`,
      path: planPath(outcome),
      // The plan's own card in link previews: the role and its tracks (src/lib/plan-card.ts).
      image: {
        path: planCardPath(outcome),
        alt: planCardText(outcome),
        width: PLAN_CARD_WIDTH,
        height: PLAN_CARD_HEIGHT,
      },
    }
    return { outcome, meta }
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.meta) : {}),
  component: Page,
})

function Page() {
  const { outcome } = Route.useLoaderData()
  // The catalogue's courses are the plan's source for track courses (src/lib/content/learning-plan.ts).
  return <PlanPage plan={learningPlan(outcome, SELF_PACED_COURSES)} />
}
