import Finch

/// What the app shows instead of its views when a bundled file cannot be used: which file, and why.
struct LoadProblemView: View {
    let problems: [LoadProblem]

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle")
                .imageScale(.large)
                .foregroundColor(.orange)
            Text("Landmarks cannot start")
                .font(.title2)
                .bold()
            VStack(alignment: .leading, spacing: 12) {
                ForEach(problems, id: \.self) { problem in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(problem.file).font(.headline)
                        Text(problem.reason).foregroundColor(.secondary)
                    }
                }
            }
            Text("Reinstall the app, or put a good copy of the file back in its resources.")
                .font(.footnote)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
