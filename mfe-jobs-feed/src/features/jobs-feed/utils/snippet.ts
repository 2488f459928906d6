/**
 * The HTML a customer pastes into a careers page served from an approved domain: it reads the JSON feed and lists
 * each job with its link, town, province and work term. Text goes in through textContent, so a job's text can
 * never become markup on the customer's site.
 */
export function feedSnippet(jsonUrl: string): string {
  return `<ul id="jobs-feed"></ul>
<script>
  fetch(${JSON.stringify(jsonUrl)})
    .then(function (response) { return response.json(); })
    .then(function (feed) {
      var list = document.getElementById('jobs-feed');
      feed.jobs.forEach(function (job) {
        var item = document.createElement('li');
        var title = document.createElement(job.url ? 'a' : 'strong');
        if (job.url) title.href = job.url;
        title.textContent = job.title;
        item.appendChild(title);
        item.appendChild(document.createTextNode(' — ' + job.town + ', ' + job.province + ' · ' + job.work_term_label));
        list.appendChild(item);
      });
    });
</script>`;
}
